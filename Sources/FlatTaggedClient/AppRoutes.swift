/// App routes whose payloads carry their own `"type"` field. Decoding gives the payload the
/// object's `"type"`, the route's tag; encoding keeps the payload's value when it is the route's
/// tag (or an alias), and throws rather than replace any other value.
struct ArticleRoute: Codable, Sendable {
    var id: Int
    var type: String
}

struct ProfileRoute: Codable, Sendable {
    var username: String
}

// @FlatTagged(naming: .snakeCase)
enum AppRoute: Sendable {
    case article(ArticleRoute)
    case userProfile(ProfileRoute)
    case settings
}

/// Routes in an array, a dictionary and an optional.
struct Navigation: Codable, Sendable {
    var stack: [AppRoute]
    var tabs: [String: AppRoute]
    var pending: AppRoute?
}
