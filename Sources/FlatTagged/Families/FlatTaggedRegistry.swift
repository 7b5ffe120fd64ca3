/// Every family and member an app codes, built once from the modules that declare them.
///
/// ```swift
/// let registry = FlatTaggedRegistry(.core, .featureDogs, .featureCats)
/// decoder.userInfo[.flatTagged] = registry
/// encoder.userInfo[.flatTagged] = registry
/// ```
///
/// It is immutable and `Sendable`: one registry serves any number of concurrent decoders and
/// encoders, and different registries coexist (tests, API versions). A module or a type listed
/// twice counts once. Building it never throws: two types claiming one tag of a family, or two
/// fallbacks, are listed in `conflicts`, and the tag they fight over is disabled (decoding it
/// throws naming both). Apps should assert `registry.conflicts.isEmpty` in a test.
public struct FlatTaggedRegistry: Sendable {
    /// The modules' names, in order, each once.
    let moduleNames: [String]
    /// Every conflict, one sentence each, with module-qualified type names:
    /// `Animal: tag "dog" is claimed by FeatureDogs.Dog and AppTests.Wolf`.
    public let conflicts: [String]
    /// The registered families by the identity of their existential type.
    let families: [ObjectIdentifier: FamilyTable]

    /// Builds a registry from modules: `FlatTaggedRegistry(.core, .featureDogs)`.
    public init(_ modules: FlatTaggedModule...) {
        self.init(modules: modules)
    }

    /// Builds a registry from a list of modules.
    public init(modules: [FlatTaggedModule]) {
        var moduleNames: [String] = []
        var families: [FlatTaggedFamily] = []
        var familyIDs: Set<ObjectIdentifier> = []
        var members: [MemberDescriptor] = []
        var memberIDs: Set<ObjectIdentifier> = []
        for module in modules where !moduleNames.contains(module.name) {
            moduleNames.append(module.name)
            for family in module.families where familyIDs.insert(family.id).inserted {
                families.append(family)
            }
            for member in module.members where memberIDs.insert(ObjectIdentifier(member)).inserted {
                members.append(MemberDescriptor(member))
            }
        }
        var tables: [ObjectIdentifier: FamilyTable] = [:]
        var conflicts: [String] = []
        for family in families {
            let included = members.filter { family.includes($0.type) }
            tables[family.id] = Self.table(for: family, members: included, conflicts: &conflicts)
        }
        self.moduleNames = moduleNames
        self.conflicts = conflicts
        self.families = tables
    }

    /// The names of the registered families, sorted.
    var familyNames: [String] { families.values.map(\.family.name).sorted() }

    /// One family's tables, its conflicts appended to `conflicts`.
    private static func table(
        for family: FlatTaggedFamily, members: [MemberDescriptor], conflicts: inout [String]
    ) -> FamilyTable {
        let decodes = family.directions.contains(.decoding)
        let encodes = family.directions.contains(.encoding)
        // The family's tags are integers if its first tagged member's are (a family's tags are all integers or none are).
        let firstTagged = members.first { if case .fallback = $0.tagging { false } else { true } }
        let integerTags: Bool
        if case .integer? = firstTagged?.tagging { integerTags = true } else { integerTags = false }

        var claims: [FamilyTable.Tag: [MemberDescriptor]] = [:]
        var claimOrder: [FamilyTable.Tag] = []
        var encodings: [ObjectIdentifier: FamilyTable.Encoding] = [:]
        var fallbacks: [MemberDescriptor] = []
        func claim(_ tag: FamilyTable.Tag, by member: MemberDescriptor) {
            if claims[tag] == nil { claimOrder.append(tag) }
            if claims[tag, default: []].contains(where: { $0.id == member.id }) { return }
            claims[tag, default: []].append(member)
        }
        for member in members {
            let primary: FamilyTable.Tag
            let aliases: [FamilyTable.Tag]
            switch member.tagging {
            case .fallback:
                fallbacks.append(member)
                if encodes, let encoder = member.fallbackEncoder { encodings[member.id] = .fallback(encoder) }
                continue
            case .string(let tag, let stringAliases):
                primary = .string(tag ?? family.tag(forTypeNamed: member.name))
                aliases = stringAliases.map(FamilyTable.Tag.string)
            case .integer(let tag, let numberAliases):
                primary = .integer(tag)
                aliases = numberAliases.map(FamilyTable.Tag.integer)
            }
            if encodes, let encoder = member.encoder {
                encodings[member.id] = .member(encoder, tag: primary, aliases: aliases, name: member.name)
            }
            let isInteger: Bool
            if case .integer = primary { isInteger = true } else { isInteger = false }
            if isInteger != integerTags, let firstTagged {
                conflicts.append(
                    "\(family.name): \(member.qualifiedName) has \(isInteger ? "an integer" : "a string") tag but \(firstTagged.qualifiedName) has \(integerTags ? "an integer" : "a string") tag; a family's tags are all strings or all integers"
                )
                continue
            }
            for tag in [primary] + aliases { claim(tag, by: member) }
        }

        var tags: [FamilyTable.Tag: FamilyTable.Decoding] = [:]
        for tag in claimOrder {
            let claimants = claims[tag, default: []]
            if claimants.count > 1 {
                let names = listed(claimants.map(\.qualifiedName))
                conflicts.append("\(family.name): tag \(tag.quoted) is claimed by \(names)")
                tags[tag] = .conflict(
                    "\(family.name): \(jsonQuoted(family.key)) value \(tag.quoted) is claimed by \(names), so it is disabled; give each type its own tag (see FlatTaggedRegistry.conflicts)"
                )
            } else if decodes, let member = claimants.first, let decoder = member.decoder {
                tags[tag] = .member(decoder)
            }
        }

        let fallback: FamilyTable.Fallback
        if fallbacks.count > 1 {
            let names = listed(fallbacks.map(\.qualifiedName))
            conflicts.append("\(family.name): several fallbacks, \(names)")
            fallback = .conflict(names)
        } else if decodes, let decoder = fallbacks.first?.fallbackDecoder {
            fallback = .one(decoder)
        } else {
            fallback = .none
        }
        return FamilyTable(
            family: family, integerTags: integerTags, tags: tags, encodings: encodings, fallback: fallback)
    }

    /// `A and B`, `A, B and C`.
    private static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
