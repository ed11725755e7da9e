import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route manifest comes with the first page (a few dozen routes). Discovering routes per
  // link instead costs a round trip before each new kind of page, and a fetcher's discovery racing
  // a click's left that click's navigation stuck (the header's category bar: focus loads the
  // subcategories, the click navigates).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
