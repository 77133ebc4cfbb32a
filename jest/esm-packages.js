/** FormatJS's packages (react-intl, intl-messageformat, @formatjs/*), which ship ES modules only: a `transformIgnorePatterns` alternative. */
exports.FORMATJS = 'react-intl|intl-messageformat|@formatjs';
