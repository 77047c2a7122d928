import Foundation
import FlowRuntime

/// One stored donation in full, as `flow donations list` and `--explain`
/// show it. Values are kept as their stored JSON text; `DonationValues`
/// turns them into values of the app's types when the app is known.
public struct Donation: Sendable, Equatable {
    public var app: String
    /// The intent's name, for an intent donation.
    public var intent: String?
    /// The activity's type, for an activity donation.
    public var activity: String?
    public var title: String?
    public var requiredKeys: [String] = []
    /// Parameter (or payload key) to the value's JSON text.
    public var values: [String: String] = [:]
    public var identifier: String?
    public var group: String?
    public var origin: Interaction.Origin?
    /// As stored: ISO 8601 with the local offset.
    public var time = ""
    public var moment: LocalMoment
    public var place: String?
    /// The journal line it is on, from 1.
    public var line: Int

    public init(app: String, intent: String?, activity: String?, moment: LocalMoment, line: Int) {
        self.app = app
        self.intent = intent
        self.activity = activity
        self.moment = moment
        self.line = line
    }

    /// "SoupChef.OrderSoup", or "SoupChef activity viewMenu".
    public var action: String { intent.map { "\(app).\($0)" } ?? "\(app) activity \(activity ?? "?")" }
}
