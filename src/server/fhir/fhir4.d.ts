// The FHIR R4 types (global namespace fhir4) for the whole program: @types/fhir 0.0.x keeps R4 in r4.d.ts.
/// <reference types="fhir/r4" />
