export * from './accounts';
export * from './catalog';
export * from './common';
export * from './content';
export * from './home';
export * from './languages';
export * from './messages';
export * from './text';
