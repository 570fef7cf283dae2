import type { Locale } from "../locales";
import { nb } from "./nb";
import { sv } from "./sv";
import type { Messages } from "./types";

export type { Messages };

export const messages: Record<Locale, Messages> = { sv, nb };
