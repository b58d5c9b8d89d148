// The console's server-paged table: DataTable draws it, useTableUrlState keeps its state in the address.
export { DataTable, useAdminPage, type DataColumn, type DataTableProps, type PageFetcher } from './data-table';
export { useTableUrlState, toRequestQuery, type TableQuery, type TableUrlState } from './use-table-url-state';
