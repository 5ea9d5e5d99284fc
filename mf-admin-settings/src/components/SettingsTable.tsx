import Button from 'react-bootstrap/Button';
import { SimpleTable, type SimpleTableProps } from '@earrival/shared/table';

/** A row's action: the red button's words and its name for screen readers (which row it acts on). */
export interface RowAction {
  text: string;
  label: string;
  onClick: () => void;
}

interface SettingsTableProps<Row> extends Omit<SimpleTableProps<Row>, 'rowKey' | 'className'> {
  /** The last column, 'Action': the button of each row that has one (null: none). */
  action?: (row: Row) => RowAction | null;
}

/** A settings list of the server's records, keyed by their ids: a small table, centred vertically. */
export function SettingsTable<Row extends { id: number | string }>({
  action,
  columns,
  ...props
}: SettingsTableProps<Row>) {
  const actionColumn = {
    header: 'Action',
    className: 'text-end',
    cell: (row: Row) => {
      const button = action?.(row);
      return (
        button && (
          <Button size="sm" variant="outline-danger" aria-label={button.label} onClick={button.onClick}>
            {button.text}
          </Button>
        )
      );
    },
  };
  return (
    <SimpleTable
      {...props}
      columns={action ? [...columns, actionColumn] : columns}
      rowKey={(row) => row.id}
      className="mb-0 align-middle small"
    />
  );
}
