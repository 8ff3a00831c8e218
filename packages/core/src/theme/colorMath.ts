// colord with the plugins themes need (contrast, mixing), added on first use rather than at
// import, so a bundle that only names a theme constant does not carry the colour library.
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

let extended = false;

export function color(value: string): Colord {
  if (!extended) {
    extend([a11yPlugin, mixPlugin]);
    extended = true;
  }
  return colord(value);
}
