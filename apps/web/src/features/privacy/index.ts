/** KVKK rights on one's own account: for now the copy of one's data (the "Kişisel verilerim" page). */
export { DataExportSection } from './components/data-export-section';
