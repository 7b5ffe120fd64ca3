/// A Discord user, as the gateway's events carry it.
public struct User: Codable, Equatable, Sendable {
    public var id: String
    public var username: String
    public var discriminator: String
    public var globalName: String?
    public var avatar: String?

    public init(id: String, username: String, discriminator: String, globalName: String?, avatar: String?) {
        self.id = id
        self.username = username
        self.discriminator = discriminator
        self.globalName = globalName
        self.avatar = avatar
    }

    enum CodingKeys: String, CodingKey {
        case id, username, discriminator, avatar
        case globalName = "global_name"
    }
}

/// A guild the user is in, not yet available when `READY` arrives.
public struct UnavailableGuild: Codable, Equatable, Sendable {
    public var id: String
    public var unavailable: Bool
}

/// The data of the `READY` event.
public struct Ready: Codable, Equatable, Sendable {
    public var v: Int
    public var user: User
    public var guilds: [UnavailableGuild]
    public var sessionID: String
    public var resumeGatewayURL: String
    public var shard: [Int]?

    enum CodingKeys: String, CodingKey {
        case v, user, guilds, shard
        case sessionID = "session_id"
        case resumeGatewayURL = "resume_gateway_url"
    }
}

/// The data of the `MESSAGE_CREATE` event.
public struct Message: Codable, Equatable, Sendable {
    public var id: String
    public var channelID: String
    public var author: User
    public var content: String
    public var timestamp: String
    public var tts: Bool
    public var mentionEveryone: Bool
    public var components: [Component]?

    enum CodingKeys: String, CodingKey {
        case id, author, content, timestamp, tts, components
        case channelID = "channel_id"
        case mentionEveryone = "mention_everyone"
    }
}
