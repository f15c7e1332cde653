// The trace's data types live with the resolver that records them (engine/resolve/traceTypes.ts);
// the explanation layer and the site read them from here.
export * from '../resolve/traceTypes';
