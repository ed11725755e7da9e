import { loadAllMessages } from './messages';

// Tests format messages in every language, as a server does.
await loadAllMessages();
