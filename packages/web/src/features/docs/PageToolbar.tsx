import { ArrowLeft, Bookmark, BookmarkCheck, Home, LifeBuoy, Printer, Video } from 'lucide-react';
import { useState } from 'react';
import { navigate } from '../../lib/navigate.js';
import { Button } from '../../ui/Button.js';
import { DOCS_ROOT } from './docsAddress.js';
import { ISSUES_URL } from './helpLink.js';
import { useDocsProgress } from './useDocsProgress.js';
import { VideoTutorialsDialog } from './VideoTutorialsDialog.js';

/** Back, overview, bookmark, print, video tutorials and help: what every page offers. */
export function PageToolbar({ address, title }: { address: string; title: string }) {
  const bookmarked = useDocsProgress((state) => state.bookmarks.includes(address));
  const toggleBookmark = useDocsProgress((state) => state.toggleBookmark);
  const [videoOpen, setVideoOpen] = useState(false);
  return (
    <div className="docs-toolbar" role="toolbar" aria-label="Page actions">
      <Button size="sm" variant="ghost" icon={<ArrowLeft size={14} />} onPress={() => window.history.back()}>
        Back
      </Button>
      <Button size="sm" variant="ghost" icon={<Home size={14} />} onPress={() => navigate(DOCS_ROOT)}>
        Overview
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={bookmarked}
        icon={bookmarked ? <BookmarkCheck size={14} /> : <Bookmark size={14} />}
        onPress={() => toggleBookmark(address)}
      >
        {bookmarked ? 'Bookmarked' : 'Bookmark'}
      </Button>
      <Button size="sm" variant="ghost" icon={<Printer size={14} />} onPress={() => window.print()}>
        Print
      </Button>
      <Button size="sm" variant="ghost" icon={<Video size={14} />} onPress={() => setVideoOpen(true)}>
        Video Tutorials
      </Button>
      <a className="btn btn-ghost btn-sm" href={ISSUES_URL} target="_blank" rel="noopener noreferrer">
        <LifeBuoy size={14} aria-hidden="true" />
        Get Help
      </a>
      <VideoTutorialsDialog title={title} isOpen={videoOpen} onClose={() => setVideoOpen(false)} />
    </div>
  );
}
