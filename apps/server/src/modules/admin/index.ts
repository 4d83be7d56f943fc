export { adminRoutes } from './admin.routes';
export { CreateStaffRefused, createOrPromoteStaff } from './create-staff';
