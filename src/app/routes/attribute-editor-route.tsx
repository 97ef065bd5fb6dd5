import { NotBuiltYet } from './not-built-yet';

export function Component() {
  return <NotBuiltYet title="Attribute" />;
}
