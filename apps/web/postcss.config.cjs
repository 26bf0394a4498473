module.exports = {
  plugins: {
    'postcss-preset-mantine': {
      mixins: {
        // Out of sight but read by screen readers (a caption, a header, a word shown as an icon).
        'visually-hidden': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          padding: '0',
          overflow: 'hidden',
          'clip-path': 'inset(50%)',
          'white-space': 'nowrap',
        },
      },
    },
  },
};
