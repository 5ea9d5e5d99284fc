import Button from 'react-bootstrap/Button';
import { useDocumentDownload } from '../hooks/useMailActions';

/**
 * A stored document's download. The file is served only with a staff session (the token travels in a
 * header, which a plain link cannot send), so the click fetches it and then saves it.
 */
export function DocumentLink({ orderId, file1 }: { orderId: number; file1: string }) {
  const download = useDocumentDownload(orderId);
  return (
    <Button
      variant="link"
      size="sm"
      className="p-0 text-break text-start"
      disabled={download.isPending}
      onClick={() => download.mutate(file1)}
      title={`Download ${file1}`}
    >
      {download.isPending ? 'Downloading…' : file1}
    </Button>
  );
}
