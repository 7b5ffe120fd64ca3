import Events
import FlatTagged
import Foundation
import Testing

/// GitHub's `pull_request` webhooks: the objects GitHub adds beside the ones the app reads
/// (`installation`, `organization`, `enterprise`) are forwarded.
@Suite("GitHub webhooks with rest:")
struct GitHubWebhookTests {
    static let repository = #"{"id":1296269,"full_name":"octocat/Hello-World"}"#
    static let sender = #"{"login":"octocat","id":1}"#
    static let pullRequest = #"{"number":1347,"title":"Amazing new feature","draft":false}"#

    @Test func openedKeepsInstallationAndOrganization() throws {
        let text = """
            {"action":"opened","number":1347,"pull_request":\(Self.pullRequest),"repository":\(Self.repository),
             "sender":\(Self.sender),"installation":{"id":2,"node_id":"MDIz"},"organization":{"login":"github","id":9919}}
            """
        let event = try expectRoundTrip(PullRequestWebhook.self, text)
        guard case .opened(let number, _, let repository, _, let rest) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(number == 1347 && repository.fullName == "octocat/Hello-World")
        #expect(Set(rest.keys) == ["installation", "organization"])
        #expect(rest["installation"]?["node_id"]?.stringValue == "MDIz")
    }

    @Test func aKeyRenamedWithKeysIsReadNotKept() throws {
        let text = """
            {"action":"synchronize","number":1,"before":"6dcb09b","after":"34c5c7","pull_request":\(Self.pullRequest),
             "repository":\(Self.repository),"sender":\(Self.sender),"enterprise":{"slug":"e"}}
            """
        let event = try expectRoundTrip(PullRequestWebhook.self, text)
        guard case .synchronize(_, let before, let head, _, _, _, let rest) = event else {
            Issue.record("decoded \(event)")
            return
        }
        #expect(before == "6dcb09b" && head == "34c5c7")
        #expect(rest == ["enterprise": ["slug": "e"]])
    }

    @Test func anUnknownActionIsKeptWhole() throws {
        let text = #"{"action":"auto_merge_enabled","number":1,"reason":"x"}"#
        let event = try expectRoundTrip(PullRequestWebhook.self, text)
        #expect(event.kind == nil && event.flatTag == "auto_merge_enabled")
    }
}
