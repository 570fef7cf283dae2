// React Router sanitises route errors in production before the document is rendered, so the
// entry cannot recognise them there. handleError (which sees the original error) marks the
// request and its context; handleRequest then reads the mark to choose the answer.
export function createRequestMark() {
	const marked = new WeakSet<object>();
	return {
		mark(...keys: unknown[]): void {
			for (const key of keys) if (key && typeof key === "object") marked.add(key);
		},
		has(...keys: unknown[]): boolean {
			return keys.some((key) => key && typeof key === "object" && marked.has(key));
		},
	};
}
