// Shows: imports with access levels: public and package ones repeated as internal, the runtime imported publicly for a public enum.
public import Foundation
internal import Dispatch
@preconcurrency import FlatTagged

public struct Stamp: Codable { public var date: Date }

// @FlatTagged
public enum Event { case stamped(at: Stamp) }
