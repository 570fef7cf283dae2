// The AI provider's failures in words, one text per failure code (app/.server/ai/chat-provider.ts
// names the codes). Each is a whole sentence: a failed job keeps it as its reason, and the job page
// and the tool-run history show it to the operator as it is. Swedish only, like the rest of /admin.
export const adminAi = {
	failures: {
		refused: "AI-tjänsten avvisade anropet ({{status}}): {{reason}}",
		overloaded: "AI-tjänsten är överbelastad (429): {{reason}}",
		"server-error": "AI-tjänsten svarade med ett serverfel ({{status}}): {{reason}}",
		unreachable: "AI-tjänsten kunde inte nås ({{url}}): {{cause}}",
		timeout: "AI-tjänsten svarade inte inom {{seconds}} sekunder.",
		"not-json": "AI-tjänsten gav ett oläsbart svar (inte JSON).",
		"no-content": "AI-tjänsten gav ett oläsbart svar (choices[0].message.content saknas).",
		"answer-too-large": "AI-tjänstens svar var större än {{limit}} och lästes inte färdigt.",
		"answer-cut-off": "AI-tjänstens svar nådde gränsen på {{tokens}} token och avbröts innan det var klart.",
	},
	/** A failure that was retried until the attempts ran out. */
	gaveUp: "{{failure}} – gav upp efter {{attempts}} försök.",
	noMessage: "inget meddelande",
	unknownError: "okänt fel",
} as const;
