import PullUpCore
