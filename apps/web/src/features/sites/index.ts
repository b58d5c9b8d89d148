// The sites feature's public entry: the employee-enroll modal (group code, then the employer's Yes/No), which the
// footer, the plan page and the access pages' menu (features/rep-access) open.
export { default as EmployeeEnrollDialog } from './components/employee-enroll-dialog';
