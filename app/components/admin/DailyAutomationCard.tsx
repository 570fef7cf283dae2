// The daily-automation card: the daily article's log (last 20, badges, 'dd MMM yyyy HH:mm'), the
// scheduled jobs, a manual run (a job, with its result on the job page) and "fix brand links".
import { Form, useNavigation } from "react-router";
import { adminT } from "~/i18n/admin-t";
import { scheduledJobName, scheduleInWords } from "~/lib/schedule-words";
import { AdminCard } from "./AdminCard";
import { HistoryTable } from "./HistoryTable";
import { type AdminIntent, IntentInput } from "./IntentInput";
import { LocaleOptions } from "./LocaleSelect";
import { StatusBadge } from "./StatusBadge";
import { SubmitButton } from "./SubmitButton";

export interface DailyCardData {
	logs:
		| {
				id: string;
				when: string;
				locale: string;
				topic: string | null;
				status: "success" | "failed" | "skipped";
				errorMessage: string | null;
		  }[]
		| null;
	jobs: { job_id: number; job_name: string; schedule: string; active: boolean }[];
}

const badge: Record<"success" | "failed" | "skipped", string> = {
	success: "bg-green-100 text-green-900",
	failed: "bg-red-100 text-red-900",
	skipped: "bg-gray-200 text-gray-800",
};

export function DailyAutomationCard({ logs, jobs }: DailyCardData) {
	const navigation = useNavigation();
	const fixing =
		navigation.state === "submitting" && navigation.formData?.get("intent") === ("fix-brand-links" satisfies AdminIntent);
	return (
		<AdminCard id="daily" title={adminT("daily.title")} description={adminT("daily.description")}>
			<div className="flex flex-wrap gap-3">
				<Form method="post" className="flex items-center gap-2">
					<IntentInput intent="daily-run" />
					<label htmlFor="daily-locale" className="sr-only">
						{adminT("daily.language")}
					</label>
					<select id="daily-locale" name="locale" defaultValue="sv" className="rounded-md border border-gray-300 px-2 py-1.5">
						<LocaleOptions />
					</select>
					<button
						type="submit"
						className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
					>
						{adminT("daily.runNow")}
					</button>
				</Form>
				<Form method="post">
					<IntentInput intent="fix-brand-links" />
					<SubmitButton
						busy={fixing}
						busyLabel={adminT("daily.fixing")}
						className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold disabled:opacity-60"
					>
						{adminT("daily.fixLinks")}
					</SubmitButton>
				</Form>
			</div>
			<h3 className="mt-6 font-bold">{adminT("daily.logTitle")}</h3>
			<HistoryTable
				label={adminT("daily.logTitle")}
				items={logs}
				failed={adminT("daily.logFailed")}
				empty={adminT("daily.logEmpty")}
				testId="generation-log"
				columns={[adminT("daily.when"), adminT("daily.language"), adminT("daily.topic"), adminT("daily.result")]}
			>
				{(logs) =>
					logs.map((log) => (
						<tr key={log.id} className="border-t border-gray-100">
							<td className="py-1 whitespace-nowrap">{log.when}</td>
							<td className="uppercase">{log.locale}</td>
							<td>{log.topic ?? "–"}</td>
							<td>
								<StatusBadge tone={badge[log.status]}>{adminT(`daily.${log.status}`)}</StatusBadge>
								{log.errorMessage ? <span className="ml-2 text-xs text-gray-600">{log.errorMessage}</span> : null}
							</td>
						</tr>
					))
				}
			</HistoryTable>
			<h3 className="mt-6 font-bold">{adminT("daily.jobsTitle")}</h3>
			<ul className="mt-1 text-sm" data-testid="scheduled-jobs">
				{jobs.map((job) => (
					<li key={job.job_id}>
						{scheduledJobName(job.job_name)} · {job.active ? scheduleInWords(job.schedule) : adminT("daily.notScheduled")} ·{" "}
						{job.active ? adminT("daily.active") : adminT("daily.inactive")}
					</li>
				))}
			</ul>
		</AdminCard>
	);
}
