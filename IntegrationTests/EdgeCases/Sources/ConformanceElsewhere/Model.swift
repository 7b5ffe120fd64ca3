/// What every model type of the app conforms to.
public typealias Model = Codable & Hashable & Sendable
