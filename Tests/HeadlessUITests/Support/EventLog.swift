import HeadlessUI

/// Collects lifecycle callbacks from several controllers in the order they happen, so a test
/// can compare the whole sequence with UIKit's.
@MainActor
final class EventLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }

    /// Forgets what happened so far, so a test can look at one change only.
    func reset() {
        events.removeAll()
    }
}

/// A screen that writes each lifecycle callback into a log as `"<name>.<callback>"`.
@MainActor
final class RecordingViewController: ViewController {
    let name: String
    private let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func viewDidLoad() {
        log.record("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        log.record("\(name).viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        log.record("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        log.record("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        log.record("\(name).viewDidDisappear")
    }
}

/// A navigation controller put on screen in a visible window, as most tests need it.
@MainActor
struct VisibleStack {
    let window = Window()
    let navigation: NavigationController

    init(root: ViewController) throws {
        navigation = try NavigationController(rootViewController: root)
        try window.setRootViewController(navigation)
        window.makeKeyAndVisible()
    }
}

/// Whether two lists hold the same controllers, by identity, in the same order.
@MainActor
func identical(_ left: [ViewController], _ right: [ViewController]) -> Bool {
    left.elementsEqual(right, by: ===)
}
