// What a card says in place of something it could not load.
export function LoadFailed({ text, className }: { text: string; className?: string }) {
	return (
		<p role="alert" className={className ? `${className} text-red-800` : "text-red-800"}>
			{text}
		</p>
	);
}
