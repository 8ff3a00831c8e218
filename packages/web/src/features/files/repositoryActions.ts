// The palette's commands for the opened repository: open one from a folder on this machine, and
// close it to go back to the collections shown before. What they run loads only when they run.
import { registerAction } from '../../shell/actions.js';
import { toast } from '../../ui/toasts.js';
import { callFailure } from '../shared/callFailure.js';
import { openedRepository } from './openedRepository.js';
import { openRepositoryDialog } from './openRepositoryDialog.js';

registerAction({
  name: 'openRepository',
  label: 'Open repository…',
  perform: () => openRepositoryDialog.setState({ isOpen: true }),
});

registerAction({
  name: 'closeRepository',
  label: 'Close repository',
  isEnabled: () => openedRepository.getState().root !== null,
  perform: () =>
    void import('./switchRepository.js')
      .then(({ closeRepository }) => closeRepository())
      .catch((thrown: unknown) => toast(callFailure('Error closing the repository', thrown), 'error')),
});
