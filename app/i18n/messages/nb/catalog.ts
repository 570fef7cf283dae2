import type { Messages } from "../types";

export const catalog: Messages["catalog"] = {
	placeholder: "",
};
