// Above the sidebar's tree while a repository is open: which folder it is, and each file Courier could
// not read with its `file:line` reason. The rest of the repository works as usual; those files are
// left as they are on disk until someone mends them.
import { TriangleAlert, FolderGit2, X } from 'lucide-react';
import { useStore } from 'zustand';
import { performAction } from '../../shell/actions.js';
import { Button } from '../../ui/Button.js';
import { openedRepository } from './openedRepository.js';
import './files.css';

export function RepositoryHeader() {
  const root = useStore(openedRepository, (state) => state.root);
  const problems = useStore(openedRepository, (state) => state.problems);
  if (root === null) return null;
  return (
    <div className="repository-header">
      <p className="workspace-source repository-root" aria-label="Repository" title={root}>
        <FolderGit2 size={14} aria-hidden="true" />
        <span>{root}</span>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Close repository"
          icon={<X size={14} />}
          onPress={() => performAction('closeRepository')}
        />
      </p>
      {problems.length > 0 ? (
        <ul className="repository-problems" aria-label="Files Courier could not read">
          {problems.map((problem) => (
            <li key={problem.file} className="repository-problem" role="alert">
              <TriangleAlert size={14} aria-hidden="true" />
              <span>{problem.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
