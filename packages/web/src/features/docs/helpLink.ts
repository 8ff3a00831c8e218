// 'Get Help' leads to the project's issue tracker, as the root package.json names it.
import rootPackage from '../../../../../package.json' with { type: 'json' };

export const ISSUES_URL: string = rootPackage.bugs.url;
