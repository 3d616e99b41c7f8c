// What the embed ships for 'prop-types': React and Preact never check propTypes in production, yet
// the phone input declares them at load time (PropTypes.string, .shape({...}).isRequired...). Every
// property and call of this stand-in returns itself, so those declarations run and cost nothing.
const propType: unknown = new Proxy(() => propType, { get: () => propType });

export default propType;
