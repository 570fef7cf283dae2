// The two languages' flags as inline SVG: flag emoji are drawn as the letters "SE" and "NO" on
// Windows. Proportions as the flags are defined (Sweden 5:2:9 by 4:2:4, Norway 6:1:2:1:12 by
// 6:1:2:1:6), scaled to one 22 × 16 box so both sit alike. Decorative: the language's name is
// always beside the flag, in text or for screen readers, and names it.
import type { Locale } from "~/i18n/locales";

export function LanguageFlag({ locale }: { locale: Locale }) {
	return (
		<svg
			aria-hidden="true"
			width="22"
			height="16"
			viewBox={locale === "sv" ? "0 0 16 10" : "0 0 22 16"}
			preserveAspectRatio="none"
			className="shrink-0 rounded-sm ring-1 ring-black/10"
			data-flag={locale}
		>
			{locale === "sv" ? (
				<>
					<rect width="16" height="10" fill="#006aa7" />
					<rect x="5" width="2" height="10" fill="#fecc02" />
					<rect y="4" width="16" height="2" fill="#fecc02" />
				</>
			) : (
				<>
					<rect width="22" height="16" fill="#ba0c2f" />
					<rect x="6" width="4" height="16" fill="#ffffff" />
					<rect y="6" width="22" height="4" fill="#ffffff" />
					<rect x="7" width="2" height="16" fill="#00205b" />
					<rect y="7" width="22" height="2" fill="#00205b" />
				</>
			)}
		</svg>
	);
}
