import FlatTagged

/// Kubernetes' `IntOrString` (a port `8080` or a named port `"http"`; `maxSurge: "25%"`).
// @FlatTagged(untagged)
public enum IntOrString: Hashable, Sendable {
    case int(Int32)
    case string(String)
}

/// A container port of a Service: `targetPort` is an `IntOrString`.
public struct ServicePort: Codable, Equatable, Sendable {
    public var name: String?
    public var port: Int32
    public var targetPort: IntOrString?

    public init(name: String? = nil, port: Int32, targetPort: IntOrString? = nil) {
        self.name = name
        self.port = port
        self.targetPort = targetPort
    }
}
