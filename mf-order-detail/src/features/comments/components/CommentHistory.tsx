import { Fragment, useState } from 'react';
import Table from 'react-bootstrap/Table';
import type { Remark, YesNo } from '@earrival/shared/types';
import { HISTORY_DATE_TIME_HEADER } from '@earrival/shared/dates';
import { HistoryControls, RowToggle } from '../../../components/HistoryControls';
import { Section } from '../../../components/Section';
import { useHistoryRows } from '../../../lib/useHistoryRows';

/** The flags shown with each remark, in the order staff read them. */
const FLAGS: { label: string; value: (remark: Remark) => YesNo | undefined }[] = [
  { label: 'Whatsapp', value: (r) => r.whatsapp },
  { label: 'Telephone', value: (r) => r.telephone },
  { label: 'Refund', value: (r) => r.status_refund },
  { label: 'Voided', value: (r) => r.voided },
  { label: 'Chargeback', value: (r) => r.chargeback },
  { label: 'ReportError', value: (r) => r.report_error },
];

function RemarkBody({ remark }: { remark: Remark }) {
  return (
    <div className="od-remark">
      <p className="od-remark-text mb-2">{remark.remark}</p>
      <ul className="od-flags list-inline m-0" aria-label="Flags">
        {FLAGS.map((flag) => {
          const value = flag.value(remark) ?? 'N';
          return (
            <li key={flag.label} className="list-inline-item">
              {flag.label}: <strong className={value === 'Y' ? 'text-danger' : undefined}>{value}</strong>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface CommentHistoryProps {
  orderId: number;
  /** The newest comments (the detail's remark), oldest first. */
  remarks: Remark[];
  /** How many comments the order has in all (the detail's totals.remarks). */
  total?: number;
}

/**
 * Comments oldest first, numbered; Show reveals one remark at a time (opening another closes the first).
 * The latest comments come with the order; 'Show all' pages through the rest.
 */
export function CommentHistory({ orderId, remarks, total }: CommentHistoryProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const history = useHistoryRows({ orderId, history: 'comments', latest: remarks, total });
  const shown = history.rows;
  return (
    <Section id="comment-history" title="Comment History">
      <HistoryControls state={history} label="Comment History" />
      {/* The table scrolls sideways on a phone: a named stop in the Tab order lets the keyboard scroll it. */}
      <div className="table-responsive" role="region" aria-label="Comment History table" tabIndex={0}>
        <Table size="sm" bordered className="od-table mb-0" aria-label="Comment History">
          <thead className="table-light">
            <tr>
              <th scope="col">#</th>
              <th scope="col">Order ID</th>
              <th scope="col">{HISTORY_DATE_TIME_HEADER}</th>
              <th scope="col">Team</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr>
                <td colSpan={5} className="text-center text-muted">
                  No record found
                </td>
              </tr>
            )}
            {shown.map((remark, index) => {
              const open = openId === remark.id;
              const bodyId = `remark-${remark.id}`;
              return (
                <Fragment key={remark.id}>
                  <tr className={open ? 'table-active' : undefined}>
                    <td>{history.rowOffset + index + 1}</td>
                    <td>{remark.order_id}</td>
                    <td className="text-nowrap">
                      {remark.us_date} {remark.us_time}
                    </td>
                    <td>{remark.remark_name}</td>
                    <td>
                      <RowToggle
                        open={open}
                        controls={bodyId}
                        closedText="Show"
                        onToggle={() => setOpenId(open ? null : remark.id)}
                      />
                    </td>
                  </tr>
                  {open && (
                    <tr id={bodyId}>
                      <td colSpan={5}>
                        <RemarkBody remark={remark} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </Table>
      </div>
    </Section>
  );
}
