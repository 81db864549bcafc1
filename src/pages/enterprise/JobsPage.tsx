import { EnterpriseHeading, Prose } from '../../components/enterprise/EnterpriseIntro'
import { Island } from '../../components/Island'
import JobBoard, { JOB_BOARD_LABEL_KEYS } from '../../islands/JobBoard'
import type { JobsPageData } from '../../shared/enterprise/page-data'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'

/** `/enterprise/jobs`: the filterable job board (an island), then how to post a job. */
export function JobsPage({ data, t }: { data: JobsPageData; t: Messages }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <EnterpriseHeading title={data.title} description={data.description} t={t} />
      <div className="mt-10">
        <Island
          name="JobBoard"
          component={JobBoard}
          props={{
            jobs: data.jobs,
            filters: data.filters,
            labels: pickMessages(t, JOB_BOARD_LABEL_KEYS),
            locale: data.locale,
            now: data.now,
          }}
        />
      </div>
      <Prose html={data.body} t={t} className="mt-14 max-w-3xl" />
    </article>
  )
}
