// GTINs (the barcode numbers feeds carry) read the way GS1 defines them, so that one item's
// UPC-12, EAN-13 and GTIN-14 forms are one value and a mistyped number matches nothing (ADR 048).
// Every length is the same number right-aligned in 14 digits, its last digit a check digit over the
// others; the normal form is that number written in 13 digits, the EAN-13 that Nordic packages
// print, unless its first digit (a GTIN-14's packaging indicator) is not 0. Pure: no I/O.

/** Why a text is not a GTIN that can match another retailer's. */
export type GtinFault =
	/** Not 8, 12, 13 or 14 digits (once spaces and hyphens are removed). */
	| "malformed"
	/** The last digit is not the GS1 check digit of the others (a typo, or a made-up number). */
	| "check-digit"
	/**
	 * A GS1 restricted-circulation number (prefix 02, 04 or 2x; an EAN-8 starting with 0 or 2), or
	 * all zeros: a shop's own in-store or weighed-goods code, which another shop may use for anything.
	 */
	| "restricted";

export type GtinReading = { gtin: string } | { fault: GtinFault };

/** The GS1 check digit of a GTIN's other digits: weights 3, 1, 3, … from the right. */
export function gs1CheckDigit(digits: string): number {
	let sum = 0;
	for (let i = 0; i < digits.length; i++) {
		const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
		sum += i % 2 === 0 ? digit * 3 : digit;
	}
	return (10 - (sum % 10)) % 10;
}

/** Whether the last digit is the check digit of the ones before it. */
export function hasValidCheckDigit(digits: string): boolean {
	return /^\d{2,}$/.test(digits) && gs1CheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** Numbers GS1 reserves for use inside one company or shop (General Specifications, GS1 prefixes). */
function isRestricted(digits: string): boolean {
	const gtin14 = digits.padStart(14, "0");
	if (/^0+$/.test(gtin14)) return true;
	// Six leading zeros: a GTIN-8, whose restricted numbers start with 0 or 2.
	if (gtin14.startsWith("000000")) return /^[02]/.test(gtin14.slice(6));
	return /^(02|04|2)/.test(gtin14.slice(1));
}

/**
 * A feed's GTIN text → its normal form, or why it cannot be one. Spaces and hyphens (as printed
 * under barcodes, "7 310511 210501") are ignored; null for an empty text.
 */
export function readGtin(text: string | null | undefined): GtinReading | null {
	const compact = (text ?? "").replace(/[\s-]/g, "");
	if (compact === "") return null;
	if (!/^(\d{8}|\d{12,14})$/.test(compact)) return { fault: "malformed" };
	if (!hasValidCheckDigit(compact)) return { fault: "check-digit" };
	if (isRestricted(compact)) return { fault: "restricted" };
	return { gtin: normalForm(compact) };
}

/** The normal form of valid GTIN digits: 13 digits, or 14 when a packaging indicator leads. */
function normalForm(digits: string): string {
	const gtin14 = digits.padStart(14, "0");
	return gtin14.startsWith("0") ? gtin14.slice(1) : gtin14;
}

/** The normal form of a text that is a valid GTIN, else null. */
export function normalGtin(text: string | null | undefined): string | null {
	const reading = readGtin(text);
	return reading && "gtin" in reading ? reading.gtin : null;
}
