// The collection appointments page, loaded as its own chunk.
export { CollectionAppointmentsPage } from './CollectionAppointmentsPage.tsx';
