import FlatTagged

// A schema enum whose cases name structs declared in Leg.swift, another file of the module: the
// plugin's struct summary lets this file's schema read them, so the build with warnings as errors
// succeeds (without it, the generator warned that it can't read 'Leg').

/// A route an assistant may plan.
// @FlatTagged(schema)
public enum Route {
    case walk(Leg)
    case ride(leg: Leg, stops: Int)
}
