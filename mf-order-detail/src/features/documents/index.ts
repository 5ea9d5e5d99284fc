export { EmailHistory } from './components/EmailHistory';
export { UploadDocument } from './components/UploadDocument';
export { DownloadHistory } from './components/DownloadHistory';
