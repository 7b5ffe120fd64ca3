/// One case: what every case has (its name, availability, payload and decode helper), and what
/// it is in its enum's form (`coding`): a tagged case with its tags and where they stand, or an
/// untagged case with the shape that makes it a candidate.
struct CasePlan: Sendable, Equatable {
    /// The case name as it must be written in code (backticked where needed).
    var name: String
    var payload: Payload
    var conditions: [ConditionalClause]
    /// The line of the case in the user's file, for `#sourceLocation`.
    var line: Int
    /// What the case is in its enum's form.
    var coding: Coding
    /// True for a case marked `@available(*, deprecated)` or deprecated on a platform.
    var isDeprecated = false
    /// The arguments of the `#available` that must hold to construct or match the case
    /// (`macOS 14, iOS 17, *`), or nil for a case available everywhere the enum is.
    var availableCondition: String? = nil
    /// The name of the private static function that decodes a case with default values, or nil
    /// where the case is decoded in place.
    var decodeHelper: String? = nil
    /// The name as a declaration writes it (`` `default` ``), where it differs from `name`,
    /// which follows a dot (`.default`).
    var declaredName: String? = nil
    /// The case's `///` or `/** */` comment, its markup's text (a schema's `description`), or nil.
    var documentation: String? = nil

    /// What a case is in its enum's form: the planner's dispatch chooses one per enum.
    enum Coding: Sendable, Equatable {
        /// A case of the flat, content or external form, found by its tag.
        case tagged(TaggedCasePlan)
        /// A case of the untagged form, found by its value's shape.
        case untagged(UntaggedCasePlan)
    }

    enum Payload: Sendable, Equatable {
        /// `case ping`
        case none
        /// `case text(TextMessage)`: the payload is coded from the same decoder (flat) or under
        /// the content key (the content form). `isOptional` when its type is written as an optional.
        case single(isOptional: Bool, line: Int)
        /// `case move(x: Int, y: Int)`, or `case empty()` with no values; with one unlabeled
        /// payload among them (`case dispatch(Event, s: Int)`), the payload is flattened into
        /// the object the values stand in.
        case labeled([LabeledValue])
    }

    /// The name as the case of `Kind` declares it.
    var declarationName: String { declaredName ?? name }

    /// The name without backticks, as messages and `Kind`'s raw values write it.
    var unquotedName: String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The case's tags, in a tagged form; nil in the untagged form.
    var tagged: TaggedCasePlan? {
        if case .tagged(let tagged) = coding { return tagged }
        return nil
    }

    /// The case's shape, in the untagged form; nil in the tagged forms.
    var untagged: UntaggedCasePlan? {
        if case .untagged(let untagged) = coding { return untagged }
        return nil
    }

    /// The tags on the wire, primary first, then the aliases: none for a case without a tag of
    /// its own, or in the untagged form.
    var wireTags: [Tag] {
        guard let tagged, !tagged.isTagless else { return [] }
        return [tagged.tag] + tagged.aliases
    }

    /// The raw value of the case's `Kind`: its primary tag; the case's name where it has no tag
    /// (a tagless `missing` case, or the untagged form).
    var kindRawValue: Tag {
        tagged?.tag ?? .string(unquotedName)
    }
}

/// A case of a tagged form: its tags, and where the tag stands relative to its data.
struct TaggedCasePlan: Sendable, Equatable {
    /// The primary tag; for a case without a tag of its own, its name (its `Kind`'s raw value).
    var tag: Tag
    var aliases: [Tag] = []
    /// Where the tag stands relative to the case's data.
    var placement: TagPlacement
    /// True for the `// @FlatTag(missing)` case, decoded when the key is absent or `null`.
    var isMissing = false
    /// True for a `// @FlatTag(missing)` case without a tag of its own: it has no tag on the wire
    /// (encoded without the key, not among the accepted tags, `flatTag` nil).
    var isTagless = false
}

/// Where a tagged case's tag stands relative to the case's data.
enum TagPlacement: Sendable, Equatable {
    /// `{"type": "text", "body": "hi"}`: the tag beside the data's keys, in one object (the flat
    /// form, and a `flat` case of the content form).
    case besideData
    /// `{"type": "text", "content": {"body": "hi"}}`: the tag beside a content key that holds
    /// the data (the content form).
    case aroundContent(ContentPlacement)
    /// `{"text": {"body": "hi"}}` or `"ping"`: the tag is the object's only key, the data its
    /// value (the external form).
    case onlyKey
}

/// The content key a case's data stands under, and how a nil single payload is written there.
struct ContentPlacement: Sendable, Equatable {
    var key: String
    /// True when `nulls:` names the content key: a nil single payload is written as `null`
    /// instead of omitting the key.
    var writesNull = false
}

/// A case of the untagged form: the values it is a candidate for.
struct UntaggedCasePlan: Sendable, Equatable {
    var shape: UntaggedShape
    /// The `unless:` keys: an object with any of them is no candidate.
    var unlessKeys: [String] = []
}
