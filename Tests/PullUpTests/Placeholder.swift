import PullUp
