// A stylesheet imported by a module is emitted as a file of its own (webpack asset/resource): the
// import is its address, which the page links when it needs it (the replay player's styles).
declare module '*.css' {
  const url: string;
  export default url;
}
