// Imported only dynamically (later-parts.ts): the build gives the stylesheet its own file, which
// the import adds to the page before it resolves.
import '../../app/mantine-styles-later.css';
