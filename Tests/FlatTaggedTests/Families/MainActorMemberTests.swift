import FlatTagged
import Foundation
import Testing

// Isolated conformances (`: @MainActor Widget`) need Swift 6.2; the package supports 6.1.
#if compiler(>=6.2)
    /// A family that is not `Sendable`, written by hand, and a main-actor member whose conformance
    /// to it is isolated to the main actor, as Swift infers it for a member declared in a
    /// `.defaultIsolation(MainActor.self)` target (IntegrationTests/Families has that target).
    protocol Widget: Codable {}

    @MainActor
    struct Gauge: @MainActor Widget {
        var value: Int
    }

    extension Gauge: FlatTaggedMember {
        nonisolated static var flatTagging: FlatTagging { .tag("gauge") }
    }

    extension FlatTaggedFamily {
        static let widget = FlatTaggedFamily((any Widget).self) { $0 is any Widget.Type }
    }

    extension FlatTaggedModule {
        static let widgets = FlatTaggedModule("Widgets", families: [.widget], members: [Gauge.self])
    }

    /// Decodes widgets on whatever executor calls it.
    nonisolated func decodeWidgets(_ json: String) throws -> Int {
        let decoder = JSONDecoder()
        decoder.userInfo[.flatTagged] = FlatTaggedRegistry(.widgets)
        return try decoder.decode(Polymorphic<[any Widget]>.self, from: Data(json.utf8)).wrappedValue.count
    }

    @Suite("Families: main-actor members")
    struct MainActorMemberTests {
        @Test func aMainActorMemberDecodesOnTheMainActor() async throws {
            let count = try await MainActor.run { try decodeWidgets(#"[{"type":"gauge","value":1}]"#) }
            #expect(count == 1)
        }

        @Test func offTheMainActorItIsAConfigurationErrorNamingTheMemberAndTheFix() async throws {
            do {
                let count = try await Task.detached { try decodeWidgets(#"[{"type":"gauge","value":1}]"#) }.value
                Issue.record("decoded \(count) widgets off the main actor")
            } catch let error as FlatTaggedConfigurationError {
                #expect(error.message.contains("Gauge"))
                #expect(error.message.contains("isolated to the main actor"))
                #expect(error.message.contains("`nonisolated struct Gauge`"))
                #expect(!error.message.contains("is not a Widget"))
            }
        }
    }
#endif
