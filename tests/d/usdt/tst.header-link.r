#define	_PROV_H
#define	MYAPP_REQ_START(arg0, arg1) \
#define	MYAPP_REQ_START_ENABLED() \
#define	MYAPP_REQ_DONE(arg0, arg1) \
#define	MYAPP_REQ_DONE_ENABLED() \
#define	MYAPP_IDLE() \
#define	MYAPP_IDLE_ENABLED() \
#define	MYAPP_STATE(arg0, arg1, arg2) \
#define	MYAPP_STATE_ENABLED() \
#define	MYAPP_REQ_START(arg0, arg1)
#define	MYAPP_REQ_START_ENABLED() (0)
#define	MYAPP_REQ_DONE(arg0, arg1)
#define	MYAPP_REQ_DONE_ENABLED() (0)
#define	MYAPP_IDLE()
#define	MYAPP_IDLE_ENABLED() (0)
#define	MYAPP_STATE(arg0, arg1, arg2)
#define	MYAPP_STATE_ENABLED() (0)
enabled: req-start 0 idle 0
serve:req-start GET /index.html 0
req-done 0 0
serve:req-start GET /about 1
req-done 1 2
serve:req-start GET /x 2
req-done 2 4
state 1 0 2

enabled: req-start 1 idle 0
3
enabled: req-start 0 idle 0
