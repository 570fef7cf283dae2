import type { Messages } from "../types";

export const discovery: Messages["discovery"] = {
	placeholder: "",
};
