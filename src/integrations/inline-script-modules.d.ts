/** The compiled text of an inline script module (src/integrations/inline-scripts.ts). */
declare module 'inline-script:*' {
  const text: string;
  export default text;
}

/** A module script before interaction, compiled into one module (src/integrations/inline-scripts.ts). */
declare module 'module-script:*' {}
