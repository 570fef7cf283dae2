/**
 * A catalogue text with its `{{placeholders}}` filled in, for texts written outside React (server
 * toasts, job summaries, reasons); components use `t`. A placeholder without a value stays visible.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
