import Foundation

/// Runs jobs on Dispatch's own threads, which grow as needed, so waiting
/// callers on the cooperative pool cannot starve a run, and a run's time
/// limits fire on time even while other work keeps that pool busy.
/// `flow run` runs every shortcut on it.
public final class RunExecutor: TaskExecutor, @unchecked Sendable {
    public static let shared = RunExecutor()
    let queue = DispatchQueue(label: "flow.run", attributes: .concurrent)

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
