import type { sv } from "./sv";

/** The same tree of keys as the Swedish catalogue, with any string as value. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof sv>;
